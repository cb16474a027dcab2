# Everyday targets; each wraps the npm script of the same purpose.
.PHONY: run dev test lint format build

run: ## install, build, migrate, seed and serve on embedded defaults
	npm run quickstart

dev: ## build and serve from the working tree (no reinstall)
	npm run dev

test: ## every test: static checks, unit, API on SQLite and PostgreSQL
	npm test

build:
	npm run build

lint:
	npm run lint

format:
	npm run format
