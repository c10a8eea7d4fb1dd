/** The line printed before a build. */
export declare const BUILDING: string
/** Whether the build is missing or older than any source file. */
export declare function buildIsStale(): boolean
/** Builds when the build is stale, saying so first. */
export declare function buildIfNeeded(build?: () => number | null, stale?: () => boolean): void
