// Types of product-env.mjs (plain JavaScript: scripts/with-node.mjs runs it before any TypeScript loader).
export declare const PRODUCT_ENV: Readonly<Record<string, string>>;
export declare function productEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export declare function hasProductEnv(env?: NodeJS.ProcessEnv): boolean;
export declare function supported(version?: string): boolean;
export interface LaunchPlan {
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
}
export declare function launchPlan(
  args: string[],
  options?: {
    version?: string;
    execPath?: string;
    nodeMajor?: string;
    platform?: NodeJS.Platform;
    env?: NodeJS.ProcessEnv;
  },
): LaunchPlan;
