// The API's machine-readable description (GET /api/openapi.json). A separate entry point of the package
// (@techpack/contracts/openapi) so the web bundles never load the generator.
export { buildOpenApiDocument, type OpenApiDocument, type OpenApiDocumentOptions } from './document';
export { API_ROUTES } from './registry';
export { apiErrorSchema, pathParams, type ApiAuth, type ApiMethod, type ApiRoute } from './define';
