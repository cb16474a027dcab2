# Everyday targets: the developer loop wraps the npm script of the same purpose; the
# production stack (docker-compose.yml, docs/operations.md) wraps docker compose.
.PHONY: run dev test bench lint format build up down logs ps backup restore

run: ## install, build, migrate, seed and serve on embedded defaults (site on :3000)
	npm run quickstart

dev: ## API and site from the working tree in watch mode: restarts and reloads as you edit
	npm run dev

test: ## every test: static checks, unit, API on SQLite and PostgreSQL, site in Chromium
	npm test

bench: ## build, seed and measure against same-run baselines: bench/results.json, BENCHMARKS.md
	npm run bench

build:
	npm run build

lint:
	npm run lint

format:
	npm run format

up: ## build and start the production stack from .env, wait until healthy, print the URL
	infra/scripts/compose-up.sh

down: ## stop and remove the stack's containers (the data volumes stay)
	docker compose down

logs: ## follow the stack's logs (JSON lines, one request id per request)
	docker compose logs --follow --tail 100

ps: ## the stack's services and their health
	docker compose ps --all

backup: ## database dump and media objects into backups/<UTC timestamp>/
	infra/scripts/compose-backup.sh

restore: ## replace database and media with a backup: make restore BACKUP=backups/<timestamp>
	infra/scripts/compose-restore.sh "$(BACKUP)"
