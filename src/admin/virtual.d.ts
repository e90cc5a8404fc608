/** The CMS configuration, generated at build time by src/integrations/admin.ts from src/admin/cmsConfig.ts. */
declare module 'virtual:cms-config' {
  const config: import('@sveltia/cms').CmsConfig;
  export default config;
}
