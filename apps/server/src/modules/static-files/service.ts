import type { Category, NewsItem, Okrug } from '@sportkarta/contract/api/static-files';
import type { Db } from '../../db/client';
import { listCategories, listDistricts, listNews, listOkrugs } from './repository';

/** news.json: newest first (NewsFileSchema). */
export async function getNewsFile(db: Db): Promise<NewsItem[]> {
  const rows = await listNews(db);
  return rows.map((n) => ({
    id: n.id,
    title: n.title,
    date: n.publishedOn,
    summary: n.summary,
    text: n.text,
    image: n.image,
    imageAlt: n.imageAlt,
  }));
}

/** districts.json: okrugs in the city's customary order, each with its districts. */
export async function getDistrictsFile(db: Db): Promise<{ okrugs: Okrug[] }> {
  const [okrugRows, districtRows] = await Promise.all([listOkrugs(db), listDistricts(db)]);
  return {
    okrugs: okrugRows.map((o) => ({
      id: o.id,
      name: o.name,
      abbreviation: o.abbreviation,
      districts: districtRows
        .filter((d) => d.okrugId === o.id)
        .map((d) => ({ id: d.id, name: d.name })),
    })),
  };
}

/** favouriteCategories.json (spec §3 Category: id, checked). */
export async function getCategoriesFile(db: Db): Promise<{ categories: Category[] }> {
  const rows = await listCategories(db);
  return {
    categories: rows.map((c) => ({ id: c.id, name: c.name, icon: c.icon, checked: c.checked })),
  };
}
