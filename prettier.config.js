// The house style: no semicolons, single quotes, trailing commas, and lines up to 150
// characters, the width that 99% of the lines kept before Prettier came in.
/** @type {import('prettier').Config} */
export default {
  semi: false,
  singleQuote: true,
  trailingComma: 'all',
  printWidth: 150,
}
