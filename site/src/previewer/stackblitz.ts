import { DEMO_FILE, type ProjectFiles } from './project';

/** Opens the demo's project in StackBlitz, in a new tab; the SDK is loaded on first use. */
export async function openInStackBlitz(
  title: string,
  description: string,
  files: ProjectFiles,
): Promise<void> {
  const { default: sdk } = await import('@stackblitz/sdk');
  sdk.openProject({ title, description, template: 'node', files }, { newWindow: true, openFile: DEMO_FILE });
}
