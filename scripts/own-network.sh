#!/bin/sh
# Runs a command in a network of its own: `unshare --user --map-root-user --net sh scripts/own-network.sh CMD...`.
# The new namespace has its own 127.0.0.1, so a second local stack (the form editor's proof) can use
# the same fixed ports as the one the other suites run on, at the same time. Besides loopback it gets
# a veth pair with addresses: with loopback alone Chromium deems itself offline, and Firebase Auth
# then refuses every sign-in as a network error.
set -e
ip link set lo up
ip link add movaly0 type veth peer name movaly1
ip addr add 10.200.0.1/30 dev movaly0
ip addr add 10.200.0.2/30 dev movaly1
ip link set movaly0 up
ip link set movaly1 up
exec "$@"
