// The server's own: health check (load balancers) and the generated OpenAPI document. server/app.ts.
export const apiHealth = 'GET /api/health';
export const apiDocs = 'GET /api/docs';
