export * from './random'
export * from './notation'
export * from './dice-math'
export * from './roll'
