// Types of scripts/server-layers.mjs for the TypeScript tests that run it.
export interface ServerLayer {
  readonly name: string;
  readonly paths: readonly string[];
}
export interface ImportEdge {
  readonly from: string;
  readonly to: string;
}
export const SERVER_SRC: string;
export const SERVER_LAYERS: readonly ServerLayer[];
export function layerOf(relative: string): number;
export function moduleOf(relative: string): string;
export function serverImports(root?: string): ImportEdge[];
export function fileCycles(edges: readonly ImportEdge[]): string[][];
export function upwardImports(edges: readonly ImportEdge[]): ImportEdge[];
export function drawServer(root?: string): {
  edges: ImportEdge[];
  modules: Map<string, Set<string>>;
  upward: ImportEdge[];
  cycles: string[][];
};
export function mutualModules(edges: readonly ImportEdge[]): [string, string][];
