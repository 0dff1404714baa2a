// Types of product-env.mjs (plain JavaScript: scripts/with-node.mjs runs it before any TypeScript loader).
export declare const PRODUCT_ENV: Readonly<Record<string, string>>;
export declare function productEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export declare function hasProductEnv(env?: NodeJS.ProcessEnv): boolean;
export declare function supported(version?: string): boolean;
