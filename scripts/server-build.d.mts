export const SERVER_DIST: string;
export const SERVER_MAIN: string;
export const SERVER_NODE_ARGS: string[];
export function buildServer(outdir?: string): Promise<void>;
export function serverBuildIsStale(): boolean;
export function ensureServerBuild(options?: { force?: boolean }): Promise<void>;
