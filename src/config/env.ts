/** The environment as the configuration module reads it: names to raw text, unset as undefined. */
export type Env = Readonly<Record<string, string | undefined>>;
