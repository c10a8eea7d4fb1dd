export * from './test-odds'
