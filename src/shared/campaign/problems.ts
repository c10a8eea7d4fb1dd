import type { z } from 'zod'

/** One thing wrong with a document: where (a path inside the data), what was expected, what was found. */
export interface DataProblem {
  path: string
  message: string
  expected?: string
  found?: string
}

/** "characters[2].stress" from ['characters', 2, 'stress']. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = ''
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`
    else out += out ? `.${String(key)}` : String(key)
  }
  return out || '(top level)'
}

function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing'
  if (value === null) return 'null'
  if (Array.isArray(value)) return `a list of ${value.length}`
  if (typeof value === 'object') return 'an object'
  const text = JSON.stringify(value)
  return text.length > 60 ? `${typeof value} ${text.slice(0, 57)}...` : `${typeof value} ${text}`
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = data
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<PropertyKey, unknown>)[key]
  }
  return current
}

/** Turns schema issues into problems a GM can read, with the value actually found at each path. */
export function describeIssues(issues: readonly z.core.$ZodIssue[], data: unknown, limit = 20): DataProblem[] {
  return issues.slice(0, limit).map((issue) => {
    const problem: DataProblem = { path: formatPath(issue.path), message: issue.message }
    if (issue.code === 'invalid_type') problem.expected = String(issue.expected)
    if (issue.code === 'invalid_value') problem.expected = issue.values.map((v) => JSON.stringify(v)).join(' or ')
    if (issue.code !== 'unrecognized_keys') problem.found = describeValue(valueAt(data, issue.path))
    return problem
  })
}
