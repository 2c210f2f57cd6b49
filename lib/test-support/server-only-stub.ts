// vitest resolves 'server-only' here: the real package throws outside a React server bundle.
export {};
