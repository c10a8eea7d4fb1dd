// Registers the built-in rule systems (and their parts of the campaign file) as the console's
// entry points do, so a test that checks a campaign sees the same schema.
import '@shared/systems/registry'
