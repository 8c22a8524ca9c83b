import type { Plugin } from 'vite';

/**
 * issue 27 (TBT): two edits the build makes to Ionic's React packages, each removing a render
 * that the first screen paid for at every start (`bench/trace-first-screen.ts` shows the tasks,
 * Lighthouse counts them ×4). Every text replaced is checked: a new version of a library whose
 * code differs fails the build, and whoever upgrades looks again. A test checks them against the
 * installed versions (src/app/ionic-edits.test.ts).
 */
export interface LibraryEdit {
  /** The package whose entry file (`dist/index.js`) is edited. */
  module: '@ionic/react-router' | '@ionic/react';
  /** [text that must be there exactly once, what replaces it]. */
  replacements: readonly (readonly [string, string])[];
  /** Code added at the end of the module (helpers the replacements use). */
  append?: string;
}

/**
 * @ionic/react-router 9 keeps `routeInfo.params` in step with the active view's match in an
 * effect: when the two differ it sets the route info again, which renders the whole router at
 * default priority (not in slices). Under `/tabs/*` the view it finds first is the root
 * outlet's (`{"*": "main"}`), then, once the tab outlet has its views, the tab's own (`{}`): the
 * route info went `{}` → `{"*": "main"}` → `{}` — two renders of the router and its outlets for
 * nothing (two tasks of 10–12 ms CPU under the server's copy of the first screen). The splat is
 * the rest of the path, not a parameter a page reads (nothing in the app reads
 * `routeInfo.params`), so the comparison leaves it out; real parameters (`:id`) sync as before.
 */
export const WITHOUT_SPLAT = `
const skWithoutSplat = (params) => {
    if (!params || !Object.prototype.hasOwnProperty.call(params, '*')) return params;
    const { ['*']: _splat, ...rest } = params;
    return rest;
};
`;

const ROUTE_PARAMS: LibraryEdit = {
  module: '@ionic/react-router',
  replacements: [
    [
      'if (areParamsEqual(routeInfo.params, paramsCopy)) {',
      'if (areParamsEqual(skWithoutSplat(routeInfo.params), skWithoutSplat(paramsCopy))) {',
    ],
  ],
  append: WITHOUT_SPLAT,
};

/**
 * @ionic/react's tab bar finds its active tab in `componentDidMount` and sets it as state: a
 * second, synchronous render of the tab bar right after its first (~5 ms CPU in the task that
 * mounts it). The active tab is known from the route info the tab bar is constructed with, so
 * it starts in the state; the mount then only tells the tabs' context, as the update after
 * that second render did.
 */
const TAB_BAR: LibraryEdit = {
  module: '@ionic/react',
  replacements: [
    [
      `        this.state = {
            tabs,
        };`,
      `        this.state = {
            tabs,
            activeTab: Object.keys(tabs).find((key) => props.routeInfo && matchesTab(props.routeInfo.pathname, tabs[key].originalHref)),
        };`,
    ],
    [
      `        if (activeTab) {
            this.setState({
                activeTab,
            });
        }`,
      `        if (activeTab && activeTab === this.state.activeTab) {
            this.setActiveTabOnContext(activeTab);
        }
        else if (activeTab) {
            this.setState({
                activeTab,
            });
        }`,
    ],
  ],
};

export const IONIC_EDITS: readonly LibraryEdit[] = [ROUTE_PARAMS, TAB_BAR];

/** The library's code with the edit made; throws when a text is not there exactly once. */
export function applyEdit(code: string, edit: LibraryEdit): string {
  let out = code;
  for (const [find, replace] of edit.replacements) {
    const at = out.indexOf(find);
    if (at < 0 || out.indexOf(find, at + 1) >= 0) {
      throw new Error(
        `ionicEdits: в ${edit.module} не найдено (или найдено не однажды): ${find.trim().slice(0, 80)} — библиотека изменилась, проверьте правку (apps/web/scripts/ionic-edits.ts)`,
      );
    }
    out = out.slice(0, at) + replace + out.slice(at + find.length);
  }
  return out + (edit.append ?? '');
}

export function ionicEdits(): Plugin {
  return {
    name: 'sportkarta:ionic-edits',
    apply: 'build',
    transform(code, id) {
      const file = id.replace(/\\/g, '/');
      const edit = IONIC_EDITS.find((e) =>
        file.endsWith(`/node_modules/${e.module}/dist/index.js`),
      );
      return edit ? { code: applyEdit(code, edit), map: null } : null;
    },
  };
}
