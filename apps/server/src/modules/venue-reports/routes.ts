import { reportTables, REPORT_TITLES } from '@sportkarta/contract/api/venue-report-tables';
import {
  CheckInsReportSchema,
  OccupancyReportSchema,
  RefundsReportSchema,
  REPORT_FORMATS,
  REPORT_KINDS,
  ReportQuerySchema,
  SalesReportSchema,
  type ReportKind,
} from '@sportkarta/contract/api/venue-reports';
import { ComplexParamsSchema } from '@sportkarta/contract/api/venue-staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import { reportFile } from './export';
import { REPORTS } from './service';

const TAGS = ['venue'];
const BEARER = [{ bearerAuth: [] }];
const PATH = '/mob/staff/complexes/:complexId/reports';

const SCHEMAS = {
  sales: SalesReportSchema,
  refunds: RefundsReportSchema,
  'check-ins': CheckInsReportSchema,
  occupancy: OccupancyReportSchema,
} as const satisfies Record<ReportKind, unknown>;

const DESCRIPTIONS: Readonly<Record<ReportKind, string>> = {
  sales:
    'Оплаченные (и бесплатные выданные) заказы по дню оплаты в часовом поясе спортобъекта, ' +
    'в том числе возвращённые позже: по дням, по позициям, по эквайерам. Суммы в копейках.',
  refunds:
    'Возвраты, которые эквайер завершил, по дню завершения: по дням и по эквайерам; ' +
    'pending — запрошенные в периоде и ещё не завершённые.',
  'check-ins': 'Проходы на входе по часу дня в часовом поясе спортобъекта (все 24 часа).',
  occupancy:
    'Сеансы периода: места, продано, пришли (отменённые отмечены и не входят в итог); ' +
    'группы секций: места и принятые участники сейчас.',
};

/** Issue 25: the venue's reports (reports.read) as JSON, CSV and XLSX. */
export const venueReportRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of REPORT_KINDS) {
    app.get(
      `${PATH}/${kind}`,
      {
        preHandler: app.staffGuard('reports.read'),
        schema: {
          tags: TAGS,
          summary: `Отчёт «${REPORT_TITLES[kind]}»`,
          description: `${DESCRIPTIONS[kind]} Период from…to — не больше года.`,
          security: BEARER,
          params: ComplexParamsSchema,
          querystring: ReportQuerySchema,
          response: { 200: SCHEMAS[kind], ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        REPORTS[kind](
          { db: app.db, now: app.clock.now() },
          request.params.complexId,
          request.query,
        ),
    );
    for (const format of REPORT_FORMATS)
      app.get(
        `${PATH}/${kind}.${format}`,
        {
          preHandler: app.staffGuard('reports.read'),
          schema: {
            tags: TAGS,
            summary: `Отчёт «${REPORT_TITLES[kind]}» (${format.toUpperCase()})`,
            description:
              format === 'csv'
                ? 'UTF-8 с BOM, разделитель «;», суммы в рублях с десятичной запятой.'
                : 'Книга Excel: лист на каждую таблицу отчёта, суммы в рублях.',
            security: BEARER,
            params: ComplexParamsSchema,
            querystring: ReportQuerySchema,
          },
        },
        async (request, reply) => {
          const report = await REPORTS[kind](
            { db: app.db, now: app.clock.now() },
            request.params.complexId,
            request.query,
          );
          const file = await reportFile(
            { kind, format, query: request.query, timeZone: report.timeZone },
            reportTables(kind, report),
          );
          return reply
            .header('content-type', file.contentType)
            .header('content-disposition', `attachment; filename="${file.fileName}"`)
            .header('cache-control', 'private, no-store')
            .send(file.body);
        },
      );
  }
};
