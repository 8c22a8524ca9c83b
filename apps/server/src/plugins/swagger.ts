import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@sportkarta/contract/config/app';

/** OpenAPI generated from the contract's zod schemas (issue 2 §2): UI at /docs, JSON at /docs/json. */
export async function registerSwagger(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Спорткарта API',
        description:
          'API приложения Спорткарта. Ошибки приходят в виде `{ code, message }`: стабильный код и сообщение на русском языке.',
        version: APP_VERSION,
      },
      tags: [
        { name: 'app', description: 'Версия приложения и флаги функций' },
        {
          name: 'static',
          description: 'Справочные файлы: новости, округа и районы, категории спорта',
        },
        { name: 'ops', description: 'Проверки работоспособности' },
        { name: 'auth', description: 'Вход по телефону, демо-вход, сессии' },
        { name: 'profile', description: 'Профиль, фотография, удаление аккаунта, поддержка' },
        { name: 'children', description: 'Дети пользователя' },
        {
          name: 'sberid',
          description:
            'Вход через Сбер ID и OAuth2: начало входа, завершение, токен, выход у провайдера',
        },
        {
          name: 'agreements',
          description: 'Согласие на обработку данных и пользовательское соглашение',
        },
        {
          name: 'places',
          description: 'Спортивные объекты: список с фильтрами, карта, страница, избранное',
        },
        { name: 'ratings', description: 'Оценки и отзывы о спортивных объектах' },
        { name: 'geocoder', description: 'Подсказки адресов и геокодирование (формат 2GIS)' },
        { name: 'events', description: 'События на карте' },
        { name: 'sections', description: 'Секции, группы, тренеры и заявки в группы' },
        {
          name: 'venue',
          description:
            'Сторона спортобъекта: роли и команда, вход по билетам (и без сети), заказы, заявки, журнал действий',
        },
        { name: 'notifications', description: 'Уведомления и push-уведомления' },
        { name: 'emulators', description: 'Эмуляторы внешних сервисов (встроенный режим)' },
      ],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              'Токен из ответа входа (accessToken). Сервер проверяет подпись и что сессия не завершена; иначе 401.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: false });
}
