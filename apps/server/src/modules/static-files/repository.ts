import { asc, desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { districts, news, okrugs, sportCategories } from '../../db/schema';

export function listNews(db: Db) {
  return db.select().from(news).orderBy(desc(news.publishedOn), asc(news.id));
}

export function listOkrugs(db: Db) {
  return db.select().from(okrugs).orderBy(asc(okrugs.sortOrder));
}

export function listDistricts(db: Db) {
  return db.select().from(districts).orderBy(asc(districts.okrugId), asc(districts.sortOrder));
}

export function listCategories(db: Db) {
  return db.select().from(sportCategories).orderBy(asc(sportCategories.sortOrder));
}
