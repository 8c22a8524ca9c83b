import {
  CreateCoachRequestSchema,
  CreateCoachResultSchema,
  CreateGroupRequestSchema,
  CreateGroupResultSchema,
  CreateSectionRequestSchema,
  CreateSectionResultSchema,
  EditorCoachParamsSchema,
  EditorCoachSchema,
  EditorGroupParamsSchema,
  EditorGroupSchema,
  EditorSectionParamsSchema,
  EditorSectionSchema,
  SectionEditorSchema,
  UpdateCoachRequestSchema,
  UpdateGroupRequestSchema,
  UpdateSectionRequestSchema,
} from '@sportkarta/contract/api/venue-sections-editor';
import { IMAGE_MAX_BYTES } from '@sportkarta/contract/config/limits';
import { ComplexParamsSchema } from '@sportkarta/contract/api/venue-staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import { readPhotoPart, registerProfileMultipart } from '../profile-media/multipart';
import { editorContext } from '../venue-catalogue/editor-context';
import { createCoach, setCoachPhoto, updateCoachOf } from './coaches';
import {
  createGroup,
  createSection,
  sectionEditor,
  updateGroupOf,
  updateSectionOf,
} from './service';

const TAGS = ['venue'];
const BEARER = [{ bearerAuth: [] }];
const PATH = '/mob/staff/complexes/:complexId';
const ONCE =
  'Повтор с тем же ключом запроса отвечает тем же (fresh: false); тот же ключ для другого — 409.';
const ARCHIVE =
  'status ARCHIVED — в архиве: посетители не видят и не подают заявки, принятые заявки остаются.';

/** Issue 25: the venue's editor of sections, groups and coaches (docs/venue-side.md). */
export const venueSectionsEditorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps, guard, actor } = editorContext(app);
  await registerProfileMultipart(app);

  app.get(
    `${PATH}/section-editor`,
    {
      preHandler: guard,
      schema: {
        tags: TAGS,
        summary: 'Секции, группы и тренеры спортобъекта для редактора',
        description: 'Все секции (с группами) и тренеры спортобъекта, в том числе в архиве.',
        security: BEARER,
        params: ComplexParamsSchema,
        response: { 200: SectionEditorSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => sectionEditor(app.db, request.params.complexId),
  );

  app.post(
    `${PATH}/sections`,
    {
      preHandler: guard,
      schema: {
        tags: TAGS,
        summary: 'Создать секцию',
        description:
          'Название, вид спорта, описание, площадка, для кого, абонемент с тарифами (вид ' +
          `SERVICE_PACKAGE_SECTION), документы, которые нужны участнику. ${ONCE}`,
        security: BEARER,
        params: ComplexParamsSchema,
        body: CreateSectionRequestSchema,
        response: { 200: CreateSectionResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => createSection(deps(), { ...actor(request), body: request.body }),
  );
  app.patch(
    `${PATH}/sections/:sectionId`,
    {
      preHandler: guard,
      schema: {
        tags: TAGS,
        summary: 'Изменить секцию',
        description: `Любые поля секции и её статус. ${ARCHIVE}`,
        security: BEARER,
        params: EditorSectionParamsSchema,
        body: UpdateSectionRequestSchema,
        response: { 200: EditorSectionSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      updateSectionOf(deps(), {
        ...actor(request),
        sectionId: request.params.sectionId,
        body: request.body,
      }),
  );

  app.post(
    `${PATH}/sections/:sectionId/groups`,
    {
      preHandler: guard,
      schema: {
        tags: TAGS,
        summary: 'Создать группу секции',
        description:
          'Тренер спортобъекта, возраст, занятия (день недели 1–7 с понедельника, начало и ' +
          `конец в часовом поясе спортобъекта), число мест. ${ONCE}`,
        security: BEARER,
        params: EditorSectionParamsSchema,
        body: CreateGroupRequestSchema,
        response: { 200: CreateGroupResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      createGroup(deps(), {
        ...actor(request),
        sectionId: request.params.sectionId,
        body: request.body,
      }),
  );
  app.patch(
    `${PATH}/groups/:groupId`,
    {
      preHandler: guard,
      schema: {
        tags: TAGS,
        summary: 'Изменить группу',
        description:
          'Любые поля группы и её статус. Мест меньше, чем занято заявками, — 409; новые ' +
          `места сразу предлагаются листу ожидания, по порядку. ${ARCHIVE}`,
        security: BEARER,
        params: EditorGroupParamsSchema,
        body: UpdateGroupRequestSchema,
        response: { 200: EditorGroupSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updateGroupOf(deps(), {
        ...actor(request),
        groupId: request.params.groupId,
        body: request.body,
      }),
  );

  app.post(
    `${PATH}/coaches`,
    {
      preHandler: guard,
      schema: {
        tags: TAGS,
        summary: 'Создать карточку тренера',
        description: `ФИО, спортивный статус, звание или разряд, о тренере, стаж. ${ONCE}`,
        security: BEARER,
        params: ComplexParamsSchema,
        body: CreateCoachRequestSchema,
        response: { 200: CreateCoachResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => createCoach(deps(), { ...actor(request), body: request.body }),
  );
  app.patch(
    `${PATH}/coaches/:coachId`,
    {
      preHandler: guard,
      schema: {
        tags: TAGS,
        summary: 'Изменить карточку тренера',
        description: 'Любые поля карточки тренера.',
        security: BEARER,
        params: EditorCoachParamsSchema,
        body: UpdateCoachRequestSchema,
        response: { 200: EditorCoachSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      updateCoachOf(deps(), {
        ...actor(request),
        coachId: request.params.coachId,
        body: request.body,
      }),
  );

  app.post(
    `${PATH}/coaches/:coachId/photo`,
    {
      preHandler: guard,
      schema: {
        tags: TAGS,
        summary: 'Загрузить фотографию тренера',
        description:
          'multipart/form-data, файл — часть photo: JPG, PNG или WebP (тип проверяется по ' +
          `содержимому), не больше ${IMAGE_MAX_BYTES} байт. Сервер пережимает её в JPEG не ` +
          'больше 500×500 без метаданных; она заменяет прежнюю фотографию карточки. Запись в ' +
          'журнале действий (COACH_UPDATE).',
        consumes: ['multipart/form-data'],
        security: BEARER,
        params: EditorCoachParamsSchema,
        response: { 200: EditorCoachSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      // Read here, after the guard: nobody's file is read before their permission is known.
      const photo = await readPhotoPart(request);
      return setCoachPhoto(
        { ...deps(), files: app.files },
        { ...actor(request), coachId: request.params.coachId, photo },
      );
    },
  );
};
