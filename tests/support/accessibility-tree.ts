import type { Page } from '@playwright/test';

/**
 * The `expanded` state Chromium's accessibility tree (what screen readers get) reports for a button.
 * Native popover invokers get it from the browser, not from an attribute, so only the AX tree shows it.
 */
export async function axExpanded(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  const node = nodes.find((n) => n.role?.value === 'button' && n.name?.value === name && !n.ignored);
  const expanded = node?.properties?.find((p) => p.name === 'expanded');
  return expanded ? Boolean(expanded.value.value) : undefined;
}
