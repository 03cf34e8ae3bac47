#!/usr/bin/env bash
# apt-install.sh PACKAGE... installs Debian packages that a check needs and
# the machine lacks, with apt-get, which needs root: the checks do not use
# sudo. Without root it fails, naming the packages to install.
set -euo pipefail

if [[ $(id -u) -ne 0 ]]; then
	echo "apt-install: $* missing, and only root can install them with apt-get; install them, or run as root" >&2
	exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
	echo "apt-install: $* missing, and there is no apt-get to install them with" >&2
	exit 1
fi
echo "installing $*"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
