// HTTP contract of the techpack-service service: request schemas (the controllers' validation pipes), response schemas and
// error codes. Names are prefixed by what they belong to: every http/*.ts file is exported from the package index.
export {};
