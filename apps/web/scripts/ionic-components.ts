import type { Plugin } from 'vite';
import allowed from './ionic-react-components.json';

/**
 * issue 27: the Ionic components @ionic/react may bring. @ionic/react is one module that
 * imports every Ionic component, and it is on the first screen; a component module it keeps
 * (any the app renders through it, anywhere) therefore ships with the first screen, and a
 * bundler group cannot tell them apart (it follows @ionic/react's imports). So @ionic/react
 * gets only the components the first screen draws (the tab bar, a page's header, the
 * pull-to-refresh), listed in ionic-react-components.json. Any other component is declared in src/ui/ionic
 * and ships with the screens that draw it; imported from @ionic/react instead, its element
 * refuses to be defined with a message that says where it lives (and the lint rule
 * `no-restricted-imports` says so earlier).
 */
export const IONIC_REACT_COMPONENTS: ReadonlySet<string> = new Set(allowed);

const COMPONENT = /^@ionic\/core\/components\/(ion-[a-z-]+)\.js$/;
const IONIC_REACT = /[\\/]@ionic[\\/]react[\\/]dist[\\/]index\.js$/;
const STUB = '\0ionic-elsewhere:';

const pascal = (tag: string): string =>
  tag.replace(/(^|-)([a-z])/g, (_, _dash: string, letter: string) => letter.toUpperCase());

export function ionicComponents(): Plugin {
  return {
    name: 'sportkarta:ionic-components',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const tag = COMPONENT.exec(source)?.[1];
      if (!tag || !importer || !IONIC_REACT.test(importer)) return null;
      return IONIC_REACT_COMPONENTS.has(tag) ? null : STUB + tag;
    },
    load(id) {
      if (!id.startsWith(STUB)) return null;
      const tag = id.slice(STUB.length);
      const message = `${pascal(tag)}: этот компонент Ionic объявлен в src/ui/ionic, импортируйте его оттуда (issue 27)`;
      return [
        `export const ${pascal(tag)} = undefined;`,
        `export function defineCustomElement() { throw new Error(${JSON.stringify(message)}); }`,
      ].join('\n');
    },
  };
}
