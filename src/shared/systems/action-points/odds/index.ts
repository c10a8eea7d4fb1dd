export * from './level-odds'
export * from './opposed-odds'
export * from './defense-odds'
