import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { STATUS_CODES } from 'node:http';
import { answerRef } from '../common/api-answers';

const WHEN: Record<number, string> = {
  400: 'Invalid fields, or an image that is truncated or corrupt',
  404: 'Not found',
  413: 'Image larger than 10 MB or above the pixel limit, or a form field too long',
  415: 'Not a JPEG, PNG, WebP, AVIF or GIF image (judged by its bytes)',
  422: 'Publishing an item that lacks a required language: `fields` names what is missing',
  503: 'The database or the media store is unavailable',
};

/** Documents error answers of a route, each with the {statusCode, error, message} shape. */
export const ApiErrorResponses = (...statuses: number[]) =>
  applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({
        status,
        description: WHEN[status] ?? STATUS_CODES[status] ?? 'Error',
        schema: answerRef('ApiError'),
      }),
    ),
  );
