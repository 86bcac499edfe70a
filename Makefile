# a11ylint — build, demo, test, bench, install.
SWIFT ?= swift
PREFIX ?= /usr/local
BIN := .build/release/a11ylint

.PHONY: all build demo test bench install rules deps clean

all: build

# libxml2's headers and pkg-config are needed to build; install them from Debian if missing.
deps:
	@if ! pkg-config --exists libxml-2.0 2>/dev/null; then \
	  echo "installing libxml2-dev and pkg-config (apt-get)"; \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq libxml2-dev pkg-config; \
	  else sudo apt-get update -qq && sudo apt-get install -y -qq libxml2-dev pkg-config; fi; \
	fi

# Regenerates the rule packs embedded in the library from rules/*.yml.
rules:
	@python3 scripts/embed-rules.py

build: deps rules
	$(SWIFT) build -c release --product a11ylint

demo: build
	@echo "\$$ a11ylint lint examples/wifi-settings.xml"
	@$(BIN) lint examples/wifi-settings.xml; status=$$?; echo "(exit code $$status: 1 means error-severity findings)"; [ $$status -le 1 ]

test: deps
	$(SWIFT) test

bench: build
	@bash scripts/bench.sh

install: build
	install -d $(PREFIX)/bin
	install -m 755 $(BIN) $(PREFIX)/bin/a11ylint

clean:
	rm -rf .build
