/** A bad setting: main prints its message as the one line the operator sees. */
export class ConfigError extends Error {}
