import type { Plugin } from 'vite';

/**
 * issue 27 (TBT): @ionic/react-router 9 keeps `routeInfo.params` in step with the active view's
 * match in an effect — it compares the two and, when they differ, sets the route info again,
 * which renders the whole router at default priority (not in slices). Under `/tabs/*` the view it
 * finds first is the root outlet's (`{"*": "main"}`), then, once the tab outlet has its views,
 * the tab's own (`{}`): at start the route info went `{}` → `{"*": "main"}` → `{}`, two renders of
 * the router and its outlets for nothing (two tasks of 10–12 ms CPU under the server's copy of
 * the first screen; `bench/trace-first-screen.ts` shows them, Lighthouse counts them ×4). The
 * splat `*` is the rest of the path, not a parameter a page reads (nothing in the app reads
 * `routeInfo.params`), so the comparison here leaves it out: a route with real parameters
 * (`:id`) is synced as before. The text replaced is checked: a new version of the library whose
 * code differs fails the build, and whoever upgrades looks again.
 */
const FILE = /[\\/]@ionic[\\/]react-router[\\/]dist[\\/]index\.js$/;

export const IONIC_ROUTER_PARAMS_CHECK = 'if (areParamsEqual(routeInfo.params, paramsCopy)) {';

export const WITHOUT_SPLAT = `
const skWithoutSplat = (params) => {
    if (!params || !Object.prototype.hasOwnProperty.call(params, '*')) return params;
    const { ['*']: _splat, ...rest } = params;
    return rest;
};
`;

/** The library's code with the splat left out of the route-params comparison. */
export function withoutSplatComparison(code: string): string {
  const at = code.indexOf(IONIC_ROUTER_PARAMS_CHECK);
  if (at < 0 || code.indexOf(IONIC_ROUTER_PARAMS_CHECK, at + 1) >= 0) {
    throw new Error(
      'ionicRouterSplat: в @ionic/react-router не найдено (или найдено не однажды) сравнение параметров маршрута — библиотека изменилась, проверьте правку (apps/web/scripts/ionic-router-splat.ts)',
    );
  }
  return (
    code.slice(0, at) +
    'if (areParamsEqual(skWithoutSplat(routeInfo.params), skWithoutSplat(paramsCopy))) {' +
    code.slice(at + IONIC_ROUTER_PARAMS_CHECK.length) +
    WITHOUT_SPLAT
  );
}

export function ionicRouterSplat(): Plugin {
  return {
    name: 'sportkarta:ionic-router-splat',
    apply: 'build',
    transform(code, id) {
      if (!FILE.test(id)) return null;
      return { code: withoutSplatComparison(code), map: null };
    },
  };
}
