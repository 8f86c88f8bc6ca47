/* What the health probes answer (/healthz, /readyz, decision 036). */

export const presentProbe = (status: 'ok' | 'ready' | 'unavailable') => ({ status });
