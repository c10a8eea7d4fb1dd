export * from './random'
