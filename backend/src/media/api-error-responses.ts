import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { STATUS_CODES } from 'node:http';

/** OpenAPI schema of the one error shape (ApiErrorBody in @prism/contracts). */
const API_ERROR_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['statusCode', 'error', 'message'],
  properties: {
    statusCode: { type: 'integer', example: 400 },
    error: { type: 'string', example: 'Bad Request' },
    message: { type: 'string', example: 'title: Title is required' },
    fields: {
      type: 'array',
      description: 'On validation failures: which field failed and why',
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: { field: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
};

const WHEN: Record<number, string> = {
  400: 'Invalid fields, or an image that is truncated or corrupt',
  404: 'Not found',
  413: 'Image larger than 10 MB or above the pixel limit, or a form part too large',
  415: 'Not a JPEG, PNG, WebP, AVIF or GIF image (judged by its bytes)',
  503: 'The database or the media store is unavailable',
};

/** Documents error answers of a route, each with the {statusCode, error, message} shape. */
export const ApiErrorResponses = (...statuses: number[]) =>
  applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({
        status,
        description: WHEN[status] ?? STATUS_CODES[status] ?? 'Error',
        schema: API_ERROR_SCHEMA,
      }),
    ),
  );
