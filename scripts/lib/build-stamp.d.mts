export const BUILD_OUTPUTS: string[];
export const STAMP_FILE: string;
export function sourceStamp(root: string, env?: Record<string, string | undefined>): string;
export function recordedStamp(root: string): string | undefined;
export function recordStamp(root: string, stamp: string): void;
export function buildNeeded(root: string, stamp?: string): string | undefined;
