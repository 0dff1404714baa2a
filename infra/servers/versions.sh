# Pinned versions of the servers built from the Go module proxy.
# (Kafka's version is pinned in infra/kafka/pom.xml; Debian packages follow the OS.)

# MinIO publishes RELEASE.* tags that are not semver, so the proxy only serves
# pseudo-versions of commits. This is the last commit of the default branch
# (2026-02-12); its go.mod has no replace directives, so `go install` works.
MINIO_VERSION="v0.0.0-20260212201848-7aac2a2c5b7c"
STRIPE_MOCK_VERSION="v0.203.0"
K6_VERSION="v1.8.1"
