// ESLint (flat config): the configuration lives in the tools/lint workspace, next to the TypeScript it parses with.
export { default } from '@tessera/lint';
