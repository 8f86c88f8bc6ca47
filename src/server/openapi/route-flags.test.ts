import { describe, expect, it } from 'vitest';
import { isStreamedUpload, publicRoutes } from './route-flags.ts';

describe('what the app reads off the route registry', () => {
  it('streams the bodies of the routes marked upload, and of no other', () => {
    expect(isStreamedUpload('PUT', '/api/quests/r1-audience-map/file')).toBe(true);
    expect(isStreamedUpload('PUT', '/api/profile/avatar')).toBe(true);
    expect(isStreamedUpload('POST', '/api/admin/resources/files')).toBe(true);
    expect(isStreamedUpload('PUT', '/api/admin/resources/5f0c/file')).toBe(true);
    // The same paths with another method, a longer path, or a JSON route: the 1 MB limit holds.
    expect(isStreamedUpload('POST', '/api/quests/r1-audience-map/file')).toBe(false);
    expect(isStreamedUpload('PUT', '/api/quests/r1/file/more')).toBe(false);
    expect(isStreamedUpload('PUT', '/api/quests//file')).toBe(false);
    expect(isStreamedUpload('PUT', '/api/profile')).toBe(false);
    expect(isStreamedUpload('POST', '/api/admin/resources')).toBe(false);
  });

  it('names as public the routes marked public, and no staff or creator route', () => {
    expect(publicRoutes).toContain('GET /api/openapi.json');
    expect(publicRoutes).toContain('GET /api/calendar/:token');
    expect(publicRoutes).not.toContain('GET /api/me');
    expect(publicRoutes.filter((route) => route.includes('/api/admin/'))).toEqual([]);
  });
});
