export * from './bestiary'
export * from './copies'
export * from './search'
export * from './edits'
