/** The URL of the content pages' script (content-page-script.ts at the root, decision 064). */
declare module "virtual:content-page-script" {
  const url: string;
  export default url;
}
