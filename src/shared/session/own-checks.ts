/**
 * Whether the session checks what the console itself made against the schemas it was made to
 * fit (a new event entry as the log holds it, an event a host part built): in development and
 * in every test run, where a mistake in the console's own code should fail where it is made;
 * not in a production build (nor the benchmarks, built as production), where those parts are
 * built from parts already checked and the checks cost more than the rest of a step's
 * bookkeeping. What comes from outside (a client's request, an imported or resumed log) is
 * checked in every build.
 */
export const CHECKS_OWN_PARTS: boolean = import.meta.env?.DEV ?? true
