/** The SDK's semver, checked against each extension manifest's `engines.sdk` range. */
export const SDK_VERSION = '1.0.0';
