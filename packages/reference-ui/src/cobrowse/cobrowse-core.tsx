import { CoBrowseProvider, type CoBrowseProviderProps } from '@cxkit/headless/react/cobrowse';
import { CoBrowseSessionBar, CoBrowseWarning } from './cobrowse-ui';

/** Props of {@link CoBrowseCore}: the provider's. */
export type CoBrowseCoreProps = Omit<CoBrowseProviderProps, 'children'>;

/** The co-browse bridge once its code has loaded: the `CoBrowse` plugin, its warning and its session bar. */
export default function CoBrowseCore(props: CoBrowseCoreProps) {
  return (
    <CoBrowseProvider {...props}>
      <CoBrowseWarning />
      <CoBrowseSessionBar />
    </CoBrowseProvider>
  );
}
