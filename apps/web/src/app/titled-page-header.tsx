import type { ComponentProps } from 'react';
import { PageHeader } from '@/ui/page-header';
import { usePageTitle } from './use-page-title';

/** A page's title in the browser's tab and as its heading, with the muted line under it. */
export function TitledPageHeader(props: ComponentProps<typeof PageHeader>) {
  usePageTitle(props.title);
  return <PageHeader {...props} />;
}
