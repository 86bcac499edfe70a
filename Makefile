# a11ylint — build, demo, test, bench, install.
SWIFT ?= swift
PREFIX ?= /usr/local
BIN := .build/release/a11ylint
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all build demo test bench bench-shapes install man dist dist-check rules deps test-deps dist-deps docs fuzz fuzz-deps fuzz-build clean

all: build

# Building needs Swift, libxml2's and libpng's headers (found through pkg-config); installed from Debian if missing.
deps:
	@if ! pkg-config --exists libxml-2.0 2>/dev/null; then \
	  echo "installing libxml2-dev and pkg-config (apt-get)"; \
	  $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq libxml2-dev pkg-config >/dev/null; \
	fi
	@if ! pkg-config --exists libpng 2>/dev/null; then \
	  echo "installing libpng-dev (apt-get)"; \
	  $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq libpng-dev pkg-config >/dev/null; \
	fi

# The tests also start xmllint (Debian libxml2-utils) to check the JUnit and checkstyle reports,
# python3 with jsonschema to validate SARIF against ../shared/schemas, and headless Chromium
# (Debian chromium, chromium-driver; PyPI selenium, axe-selenium-python) to open the HTML report,
# and pillow to compare its screenshot with Tests/Golden/html/ (scripts/html_report_browser.py).
test-deps: deps
	@if ! command -v xmllint >/dev/null 2>&1; then \
	  echo "installing libxml2-utils for xmllint (apt-get)"; \
	  $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq libxml2-utils >/dev/null; \
	fi
	@if ! command -v python3 >/dev/null 2>&1; then \
	  echo "installing python3 and python3-jsonschema (apt-get)"; \
	  $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq python3 python3-jsonschema >/dev/null; \
	fi
	@if ! python3 -c 'import jsonschema' 2>/dev/null; then \
	  echo "installing the jsonschema Python package for $$(command -v python3)"; \
	  python3 -m pip install -q jsonschema 2>/dev/null || \
	  { $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq python3-jsonschema >/dev/null; }; \
	  python3 -c 'import jsonschema' || { echo "error: python3 cannot import jsonschema; install it (pip install jsonschema)"; exit 1; }; \
	fi
	@if ! command -v chromium >/dev/null 2>&1 || ! command -v chromedriver >/dev/null 2>&1; then \
	  echo "installing chromium and chromium-driver for the HTML report's browser test (apt-get)"; \
	  $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq chromium chromium-driver >/dev/null; \
	fi
	@if ! python3 -c 'import selenium, axe_selenium_python' 2>/dev/null; then \
	  echo "installing the selenium and axe-selenium-python Python packages for $$(command -v python3)"; \
	  python3 -m pip install -q selenium axe-selenium-python || \
	  { echo "error: cannot install selenium and axe-selenium-python (pip install selenium axe-selenium-python)"; exit 1; }; \
	fi
	@if ! python3 -c 'import PIL' 2>/dev/null; then \
	  echo "installing the pillow Python package for $$(command -v python3) (the HTML report's screenshot golden)"; \
	  python3 -m pip install -q pillow || \
	  { echo "error: cannot install pillow (pip install pillow)"; exit 1; }; \
	fi

# Rewrites the rule packs embedded in the library (Sources/A11yLint/Rules/EmbeddedRulePacks.swift,
# Swift built from rules/*.yml, so no start parses YAML) after a pack is edited. It runs the test
# that keeps the two equal, in record mode; the generated file is committed.
rules:
	A11YLINT_RECORD=1 $(SWIFT) test --filter "embeddedPacksAreTheRulesFolderAsSwift|controlsTableIsThePacks"

# Swift's standard library and Foundation linked into the binary, as make dist does: a dynamic
# build spends more at each start than a small dump's whole lint (--version 33M instructions
# against 19M; 27 MB resident against 21 MB). Switching the flag rebuilds everything once.
build: deps
	$(SWIFT) build -c release --product a11ylint --static-swift-stdlib

demo: build
	@echo "\$$ a11ylint lint examples/wifi-settings.xml"
	@$(BIN) lint examples/wifi-settings.xml; status=$$?; echo "(exit code $$status: 1 means error-severity findings)"; [ $$status -le 1 ]
	@$(BIN) lint examples/wifi-settings.xml --format html --output report.html; [ $$? -le 1 ] && echo "the screen drawn, with its findings: $$PWD/report.html (open it in a browser)"

# The test suite, then the consumer package in examples/harness, which depends on this one by
# path and uses A11yLintTesting from XCTest and Swift Testing as an app's test target would.
test: test-deps
	$(SWIFT) test
	$(SWIFT) test --package-path examples/harness

# The DocC catalogues of A11yLint and A11yLintTesting (getting started, the UI-test tutorial) and
# every room's module (a folder of Sources/A11yLint/), combined into one archive whose links cross
# modules: A11yLint itself declares nothing, and SwiftPM extracts no re-exported symbols for it.
# A warning fails the build. Output: .build/plugins/Swift-DocC/outputs/a11ylint.doccarchive
DOC_ROOMS := $(filter-out %.docc,$(notdir $(patsubst %/,%,$(wildcard Sources/A11yLint/*/))))
docs:
	$(SWIFT) package generate-documentation --enable-experimental-combined-documentation \
	  --target A11yLint --target A11yLintTesting $(DOC_ROOMS:%=--target A11yLint%) --warnings-as-errors

bench: build
	@bash scripts/bench.sh

# Issue 24's input shapes (scripts/bench-shapes.sh, about 3 minutes): the typical screen at 10k–400k
# nodes and the hostile shapes (one huge radio group, a long form of label/field pairs, one parent of
# every node, 4 MB attributes) against xmllint --stream: CPU ratio, peak memory, time per node.
bench-shapes: build
	@bash scripts/bench-shapes.sh

# Fuzzing (issue 13): a libFuzzer harness in Fuzz/ (its own package, depending on this one by
# path), built in release with the fuzzer and AddressSanitizer, never -Ounchecked. Every mode
# (each loader through the pipeline, detection, config, baseline) runs FUZZ_SECONDS in turn, each
# loader alone (`*-load`) FUZZ_LOAD_SECONDS (empty: half of FUZZ_SECONDS); the target fails if any
# input crashed, hung or leaked (scripts/fuzz.sh; artifacts in Fuzz/work/artifacts/).
FUZZ_SECONDS ?= 60
FUZZ_LOAD_SECONDS ?=

# LeakSanitizer needs Debian's clang runtime beside the toolchain's (engineering notes).
fuzz-deps: deps
	@if ! dpkg -s libclang-rt-14-dev >/dev/null 2>&1; then \
	  echo "installing libclang-rt-14-dev for LeakSanitizer (apt-get)"; \
	  $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq libclang-rt-14-dev >/dev/null; \
	fi

# The build plan is dropped first: SwiftPM does not notice files added to the path dependency.
fuzz-build: fuzz-deps
	rm -f Fuzz/.build/release.yaml Fuzz/.build/build.db Fuzz/.build/*/release/description.json
	cd Fuzz && $(SWIFT) build -c release -Xswiftc -sanitize=fuzzer,address

fuzz: fuzz-build
	@FUZZ_SECONDS=$(FUZZ_SECONDS) FUZZ_LOAD_SECONDS=$(FUZZ_LOAD_SECONDS) bash scripts/fuzz.sh

# The man page, from swift-argument-parser's generate-manual plugin, which builds every product
# first (MAN_CONFIGURATION, release here as `make build` is; make dist uses debug, which `make test`
# has built): .build/plugins/GenerateManual/outputs/a11ylint/a11ylint.1
MANUAL := .build/plugins/GenerateManual/outputs/a11ylint/a11ylint.1
MAN_CONFIGURATION ?= release
man: deps
	$(SWIFT) package plugin generate-manual --configuration $(MAN_CONFIGURATION) --authors "the a11ylint authors" --section 1 >/dev/null
	@sed -i 's/^$$/.Pp/' $(MANUAL)
	@test -s $(MANUAL) && echo "$(MANUAL)"

# The binary, the man page and the bash, zsh and fish completions (DESTDIR for staged installs).
install: build man
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 \
	  $(DESTDIR)$(PREFIX)/share/bash-completion/completions $(DESTDIR)$(PREFIX)/share/zsh/site-functions \
	  $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	install -m 755 $(BIN) $(DESTDIR)$(PREFIX)/bin/a11ylint
	install -m 644 $(MANUAL) $(DESTDIR)$(PREFIX)/share/man/man1/a11ylint.1
	$(BIN) --generate-completion-script bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/a11ylint
	$(BIN) --generate-completion-script zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_a11ylint
	$(BIN) --generate-completion-script fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/a11ylint.fish

# The static archives make dist links (libxml2-dev ships libxml2.a; ICU's, zlib's and liblzma's
# come with libicu-dev, zlib1g-dev and liblzma-dev, which libxml2-dev depends on).
dist-deps: deps
	@for pkg in libxml2-dev libicu-dev zlib1g-dev liblzma-dev libpng-dev; do \
	  dpkg -s $$pkg >/dev/null 2>&1 || missing="$$missing $$pkg"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing$$missing (apt-get)"; \
	  $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq $$missing >/dev/null; \
	fi

# A self-contained Linux executable (static Swift standard library, static libxml2 and ICU) with
# its man page and completions: dist/a11ylint-<version>-linux-<arch>.tar.gz (scripts/dist.sh).
dist: dist-deps
	@bash scripts/dist.sh

# Runs the packed binary with the Swift toolchain and libxml2 hidden (needs root; scripts/dist-check.sh).
dist-check: dist
	@bash scripts/dist-check.sh

clean:
	rm -rf .build .build-dist examples/harness/.build Fuzz/.build Fuzz/work dist
