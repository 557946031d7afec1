// `translation.json?shell`: the groups of the catalogue the app's shell uses (vite.config.ts
// `translationShell`, decision 0050). Its keys are the full catalogue's, typed loosely here.
declare module '*/translation.json?shell' {
  const shell: { readonly [group: string]: unknown };
  export default shell;
}
