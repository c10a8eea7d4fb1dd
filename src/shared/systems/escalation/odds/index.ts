export * from './natural-law'
export * from './attack-odds'
export * from './expected-damage'
export * from './attack-spec'
