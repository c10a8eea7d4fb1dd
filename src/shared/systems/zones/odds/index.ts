export * from './test-odds'
export * from './attack-odds'
