/** Types of aliases.mjs (the import aliases of the whole repository). */
export declare const ALIASES: Record<string, string>;
