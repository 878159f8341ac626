/** Every form folder under schemas/, embedded at build time by scripts/build-functions.ts. */
declare module 'virtual:form-definitions' {
  const folders: import('../../src/forms/core/definition').RawFormFolder[];
  export default folders;
}
